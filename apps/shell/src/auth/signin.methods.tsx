import { Button } from '@leadgen/ui';

const OTHER_METHODS = ['Google', 'Microsoft', 'Apple', 'SSO', 'Passkey'] as const;

/** Sign-in methods still to come: each only says so. */
export function OtherSignInMethods() {
  return (
    <>
      <div className="auth-divider">
        <span>or continue with</span>
      </div>
      <div className="auth-methods">
        {OTHER_METHODS.map((method) => (
          <Button
            key={method}
            variant="secondary"
            size="sm"
            onClick={() => window.alert(`${method} sign-in will be implemented soon.`)}
          >
            {method}
          </Button>
        ))}
      </div>
    </>
  );
}
