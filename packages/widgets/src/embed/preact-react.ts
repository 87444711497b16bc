/**
 * What the embed's widgets use of React, on Preact's core and hooks (preact/compat's other 3.6 KB gzip — class
 * components, portals, Suspense, event and SVG name mapping — is never used by a widget). The embed build aliases
 * `react` here; the library build and React users keep real React. A widget that needs more of React than this
 * adds it here, or the typecheck of `preact-react.test.ts` and the browser tests say so.
 */
import { createContext, createElement, Fragment } from 'preact';
import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** React 18's store subscription (zustand's `useStore` reads slices through it), on Preact hooks. */
export function useSyncExternalStore<Snapshot>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => Snapshot): Snapshot {
  const value = getSnapshot();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const latest = useRef({ value, getSnapshot });
  latest.current = { value, getSnapshot };
  useLayoutEffect(() => {
    const check = () => {
      if (!Object.is(latest.current.value, latest.current.getSnapshot())) rerender(undefined);
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

/** A label for React DevTools: nothing to do on Preact. */
export function useDebugValue(_value: unknown): void {}

export {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
};

/** `import React from 'react'`, for code that reads `React.createElement` and the hooks from the default export (zustand). */
export default {
  createContext,
  createElement,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useDebugValue,
  useSyncExternalStore,
};
