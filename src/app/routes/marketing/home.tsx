export function HomePage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">We Crushed the SAT, lets do it together.</h1>
    </main>
  )
}
