import { useLocation, useNavigation, useRevalidator } from "react-router";

/** True while this screen's list is being fetched again (after a save or delete, or a reload of the page). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  return (navigation.state === "loading" && navigation.location.pathname === pathname) || revalidator.state === "loading";
}
