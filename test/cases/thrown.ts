/** What `fn` threw (an error the test expects): the test fails when it throws nothing. */
export const thrown = (fn: () => unknown): Error & { code?: string } => {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error("did not throw");
};
