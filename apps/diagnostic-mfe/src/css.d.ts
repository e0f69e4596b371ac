// Stylesheets are injected by style-loader at build time and stubbed in jest.
declare module '*.css';
