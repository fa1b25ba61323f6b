import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { BannersEditor } from "./BannersEditor.tsx";
import { GalleriesEditor } from "./GalleriesEditor.tsx";
import { ProgramEditor } from "./ProgramEditor.tsx";
import { SponsorsEditor } from "./SponsorsEditor.tsx";
import { TeamEditor } from "./TeamEditor.tsx";
import { TechTalkEditor } from "./TechTalkEditor.tsx";
import { TestimonialsEditor } from "./TestimonialsEditor.tsx";

const TABS = ["sponsors", "banners", "program", "techtalk", "testimonials", "galleries", "team"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The console's content editors (sponsors, banners and the public pages' content), one tab each, the open one kept in the address (`?tab=`). */
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
        <Tabs.Tab value="program">Program</Tabs.Tab>
        <Tabs.Tab value="techtalk">Tech talk</Tabs.Tab>
        <Tabs.Tab value="testimonials">Testimonials</Tabs.Tab>
        <Tabs.Tab value="galleries">Pictures</Tabs.Tab>
        <Tabs.Tab value="team">Team</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="program">
        <ProgramEditor />
      </Tabs.Panel>
      <Tabs.Panel value="techtalk">
        <TechTalkEditor />
      </Tabs.Panel>
      <Tabs.Panel value="testimonials">
        <TestimonialsEditor />
      </Tabs.Panel>
      <Tabs.Panel value="galleries">
        <GalleriesEditor />
      </Tabs.Panel>
      <Tabs.Panel value="team">
        <TeamEditor />
      </Tabs.Panel>
      <Tabs.Panel value="sponsors">
        <SponsorsEditor />
      </Tabs.Panel>
      <Tabs.Panel value="banners">
        <BannersEditor />
      </Tabs.Panel>
    </Tabs>
  );
}
