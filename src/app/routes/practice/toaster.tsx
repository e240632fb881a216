import { PracticeToaster } from "@/features/practice/shell/components/practice-toaster"

/** Sonner, loaded after the first screen: no toast is needed before it. */
export default PracticeToaster
