import net from "node:net"

/** A port the OS reports free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on("error", reject)
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

/** Rejects with a clear message when something already listens on `port`. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once("error", () =>
      reject(new Error(`Port ${port} is already in use. Stop what is using it or pass --port N.`)),
    )
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve()))
  })
}
