export function ManageMembershipPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">Manage Your Membership</h1>
    </main>
  )
}
