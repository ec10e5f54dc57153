/**
 * An e-mail address, left to right in every language, that breaks before its "@" when it must
 * wrap rather than inside a word; a part still too long for the line then breaks where it has to.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span dir="ltr">
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </span>
  );
}
