// proxy-addr (Express's own dependency) ships no types; only compile() is used, to trust the same hops as Express.
declare module "proxy-addr" {
  type TrustFunction = (address: string, hop: number) => boolean;
  function proxyaddr(req: unknown, trust: TrustFunction): string;
  namespace proxyaddr {
    function compile(value: string | string[]): TrustFunction;
  }
  export default proxyaddr;
}
