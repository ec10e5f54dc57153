/** Cheap hashing in tests: PBKDF2's cost is a setting, and the code path is the same. */
export const TEST_PASSWORD_ITERATIONS = 1000;
