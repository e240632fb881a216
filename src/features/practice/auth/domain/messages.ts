/** The access screen's messages, word for word from the spec's error catalogue. */
export const accessMessages = {
  emptyCode: "Please enter a setup code",
  invalidCode: "Invalid setup code",
  validateFailed: "Failed to validate setup code. Please try again.",
  signInFailed: "Failed to sign in with Google. Please try again.",
} as const
