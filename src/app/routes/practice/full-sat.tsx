import { Link } from "react-router-dom"
import { buttonVariants } from "@/components/ui/button"
import { testPaths } from "@/features/practice/tests/paths"

/** /practice/full-sat: the Bluebook-style full test arrives with issue 10. */
export default function FullSatRoute() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 text-center">
      <h1 className="text-3xl font-bold">Full SAT Practice Test</h1>
      <p className="mt-3 text-muted-foreground">
        The full adaptive SAT (four timed modules and a 10-minute break) is coming in this release. Until then, practise
        with the section tests.
      </p>
      <Link to={testPaths.dashboard} className={buttonVariants({ className: "mt-6" })}>
        Back to the dashboard
      </Link>
    </div>
  )
}
