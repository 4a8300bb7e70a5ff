/** The account feature's public surface: the signed-in header, Change Password, the profile and Logout. */
export { useChangePasswordMutation } from './api/change-password';
export { useMeQuery } from './api/get-me';
export { AccountBar, AccountHeader } from './components/account-header';
export { ChangePasswordDialog, ChangePasswordFields } from './components/change-password-dialog';
export { useChangePasswordForm } from './hooks/use-change-password-form';
export { useLogout } from './hooks/use-logout';
export { useMustChangePassword } from './hooks/use-must-change-password';
