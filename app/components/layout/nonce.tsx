import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Supplies the request's CSP nonce while rendering on the server; empty in the browser. */
export const NonceProvider = NonceContext.Provider;
/** Undefined rather than empty when there is none, so a cached page's tags carry no empty nonce attribute. */
export const useNonce = () => useContext(NonceContext) || undefined;
