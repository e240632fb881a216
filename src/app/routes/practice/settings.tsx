import { useEffect } from "react"
import { SettingsPage } from "@/features/practice/settings/components/settings-page"

export default function SettingsRoute() {
  useEffect(() => {
    document.title = "Settings · SAT Cookie Practice"
  }, [])
  return <SettingsPage />
}
