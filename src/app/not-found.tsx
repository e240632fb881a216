import { Link } from "react-router-dom"
import { paths } from "@/config/paths"

export function NotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-primary text-6xl font-extrabold">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link className="text-primary font-semibold underline underline-offset-4" to={paths.home}>
        Return to Home
      </Link>
    </main>
  )
}
