/**
 * The look of a built page: applied to the builder's canvas AND inlined into every exported
 * file, so the preview is exactly what is exported. Container queries (not media queries) make
 * the phone and tablet previews reflow like the real thing. A TypeScript string rather than a
 * .css file so the export (and its tests) can read it.
 */
export const CONTENT_CSS = `
.fx-page {
  container-type: inline-size;
  color: #1b2333;
  background: #ffffff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  font-size: 1rem;
  line-height: 1.6;
}

.fx-page > * + * {
  margin-top: 1.25rem;
}

.fx-page h1,
.fx-page h2,
.fx-page h3 {
  margin: 0;
  line-height: 1.2;
  color: #0b1020;
}

.fx-page h1 {
  font-size: 2.5rem;
  letter-spacing: -0.02em;
}

.fx-page h2 {
  font-size: 1.75rem;
}

.fx-page h3 {
  font-size: 1.25rem;
}

.fx-page p,
.fx-page ul,
.fx-page ol,
.fx-page figure {
  margin: 0;
}

.fx-align-center {
  text-align: center;
}

.fx-align-right {
  text-align: right;
}

.fx-image img {
  display: block;
  width: 100%;
  height: auto;
  border-radius: 8px;
}

.fx-image figcaption {
  margin-top: 0.5rem;
  font-size: 0.875rem;
  color: #4a5568;
}

.fx-button {
  display: inline-block;
  padding: 0.6rem 1.2rem;
  border: 2px solid #0062b3;
  border-radius: 8px;
  font-weight: 600;
  text-decoration: none;
}

.fx-button--primary {
  background: #0062b3;
  color: #ffffff;
}

.fx-button--secondary {
  background: transparent;
  color: #0062b3;
}

.fx-divider {
  border: 0;
  border-top: 1px solid #d5dbe6;
}

.fx-columns {
  display: grid;
  grid-template-columns: repeat(var(--fx-columns, 2), minmax(0, 1fr));
  gap: 1.5rem;
}

.fx-columns--2 {
  --fx-columns: 2;
}

.fx-columns--3 {
  --fx-columns: 3;
}

.fx-columns--4 {
  --fx-columns: 4;
}

@container (max-width: 600px) {
  .fx-columns {
    grid-template-columns: minmax(0, 1fr);
  }

  .fx-page h1 {
    font-size: 2rem;
  }
}

.fx-list {
  padding-left: 1.5rem;
}
`;
