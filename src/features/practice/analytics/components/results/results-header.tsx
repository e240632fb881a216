/** 'Test Complete!' with the test's title and, for a retake, its badge and what that means for history. */
export function ResultsHeader({ title, isRetake }: { title: string; isRetake?: boolean }) {
  return (
    <>
      <h1 className="text-3xl font-bold">Test Complete!</h1>
      <p className="mt-1 text-muted-foreground">
        {title}
        {isRetake && (
          <span className="ml-2 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-foreground">Retake</span>
        )}
      </p>
      {isRetake && (
        <p className="mt-2 text-sm">This was a retake: history counts your first attempt apart from retakes.</p>
      )}
    </>
  )
}
