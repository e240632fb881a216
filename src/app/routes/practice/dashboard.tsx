import { TestPicker } from "@/features/practice/tests/components/test-picker"

/** The practice home: the shell's header greets the student; this is the test picker. */
export default function DashboardPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">SAT Practice Dashboard</h1>
      <div className="mt-8">
        <TestPicker />
      </div>
    </div>
  )
}
