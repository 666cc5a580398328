/** Placeholder until the parent-path sign-up form lands (issue 15, children helper). */
export function ChildSignUpForm(_props: { onSignedUp?: () => void }) {
  return null;
}
