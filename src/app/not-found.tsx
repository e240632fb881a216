import { paths } from "@/config/paths"
import { Link } from "@/lib/routing/link"

export function NotFound() {
  return (
    <main className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <Link className="font-semibold text-primary underline underline-offset-4" to={paths.home}>
        Return to Home
      </Link>
    </main>
  )
}
