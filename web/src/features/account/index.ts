/** The account feature's public surface: the member's signed-in header with its avatar menu and Edit Profile. */
export { AccountHeader } from './components/account-header';
