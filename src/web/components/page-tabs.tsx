import { TabsList, TabsTrigger } from './ui/tabs';

/** A screen's tab row: two by two on phones, one row from small screens up. */
export function PageTabsList({ tabs }: { tabs: readonly { value: string; label: string }[] }) {
  return (
    <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-9 sm:w-fit">
      {tabs.map((tab) => (
        <TabsTrigger key={tab.value} value={tab.value} className="px-3 py-1.5">
          {tab.label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
