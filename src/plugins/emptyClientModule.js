// Stands in for theme-classic's global Prism module (see codeHighlightingOnDemand.ts).
export {};
