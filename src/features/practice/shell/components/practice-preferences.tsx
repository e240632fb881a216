import { useApplyPreferences } from "../hooks/use-preferences"

/** Keeps <html> in step with the student's theme and font size while the practice app is open. */
export function PracticePreferences() {
  useApplyPreferences()
  return null
}
