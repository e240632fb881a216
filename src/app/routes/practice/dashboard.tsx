/** Placeholder until the test picker (fecore) lands: the shell's header already greets the student. */
export default function DashboardPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold">SAT Practice Dashboard</h1>
    </div>
  )
}
