import { AppRoutes } from "./routes"

export function AppRouter() {
  return <AppRoutes />
}
