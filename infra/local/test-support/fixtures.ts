/** The admin every integration test stack starts with. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'Admin#Pass1234' } as const;
