import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Supplies the request's CSP nonce while rendering on the server; empty in the browser. */
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
