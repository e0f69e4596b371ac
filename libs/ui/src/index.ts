import './theme.css';

export * from './alert.js';
export * from './button.js';
export * from './clipboard.js';
export * from './download-file.js';
export * from './card.js';
export * from './error-boundary.js';
export * from './field.js';
export * from './meter.js';
export * from './meter.logic.js';
export * from './modal.js';
export * from './password-input.js';
export * from './spinner.js';
export * from './status-dot.js';
export * from './toast.js';
export * from './toast.logic.js';
export * from './use-copy.js';
export * from './standalone.js';
