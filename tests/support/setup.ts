// Shared setup for every Vitest file: DOM matchers for component tests (harmless elsewhere).
import '@testing-library/jest-dom/vitest';
