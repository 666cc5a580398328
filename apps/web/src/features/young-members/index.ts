/** What the rest of the app uses of the young-members feature (issue 15). */
export { ChildSignUpForm } from './child-sign-up-form';
export { ParentLinkBanner } from './parent-link-banner-slot';
export { UsernameSignInForm } from './username-sign-in-form';
