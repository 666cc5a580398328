// What other features may use of account security: its screens to compose into their own.
export { ChangePasswordDialog } from './change-password-dialog';
export { LoginDetails } from './login-details';
