import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { BannersEditor } from "./BannersEditor.tsx";
import { SponsorsEditor } from "./SponsorsEditor.tsx";

const TABS = ["sponsors", "banners"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The console's content editors, one tab each, the open one kept in the address (`?tab=`). */
export function ContentSection() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab");
  const tab: Tab = isTab(tabParam) ? tabParam : "sponsors";
  return (
    <Tabs
      value={tab}
      onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="sponsors">Sponsors</Tabs.Tab>
        <Tabs.Tab value="banners">Banners</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sponsors">
        <SponsorsEditor />
      </Tabs.Panel>
      <Tabs.Panel value="banners">
        <BannersEditor />
      </Tabs.Panel>
    </Tabs>
  );
}
