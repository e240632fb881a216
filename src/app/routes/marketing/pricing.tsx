export function PricingPage() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">
        Get the Score You've Always Wanted Without Breaking the Bank
      </h1>
    </main>
  )
}
