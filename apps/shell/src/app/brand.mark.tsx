export const PRODUCT_NAME = 'AI-Powered Lead Generation';

export function BrandMark() {
  return (
    <span className="brand">
      <span className="brand__logo" aria-hidden="true">
        LG
      </span>
      <span className="brand__name">{PRODUCT_NAME}</span>
    </span>
  );
}
