// Stylesheets become .css files beside their chunks at build time and are stubbed in jest.
declare module '*.css';
