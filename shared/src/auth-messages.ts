/** Texts for sign-in, passwords and profile (spec §2, §4, §5, §8), word for word. */
export const AUTH_MESSAGES = {
  loginFailed: 'Login failed',
  welcomeBack: 'Welcome Back',
  login: 'Login',
  forgotLink: 'Forgot your password?',
  resetTitle: 'Reset Your Password',
  resetSuccess: "If that email exists, we've sent you a temporary password. Please check your inbox.",
  resetFailed: 'Failed to send reset email. Please try again.',
  joinWaitlist: 'Join Waitlist',
  adminLoginTitle: 'Admin Login',
  passwordChangeFailed: 'Password change failed',
  mismatch: 'New & confirm must match',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  mustChangePassword: 'You signed in with a temporary password. Please choose your own password now.',
  passwordChanged: 'Your password has been changed.',
  // Sign-in form labels and states (issue 3, web).
  email: 'Email',
  password: 'Password',
  loggingIn: 'Logging in…',
  showPassword: 'Show password',
  noAccount: "Don't have an account yet?",
  resetIntro: "Enter the email you signed up with and we'll send you a temporary password.",
  sendReset: 'Send Temporary Password',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  // Change password (dashboard and coach screens).
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  change: 'Change',
  changing: 'Changing…',
  logout: 'Logout',
} as const;

export const authText = {
  greeting: (name: string) => (name.trim() ? `Hi, ${name.trim()}` : 'Hi there'),
  showField: (label: string) => `Show ${label.toLowerCase()}`,
};
