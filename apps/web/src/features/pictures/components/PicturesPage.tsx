import type { Edition } from "@ebm/shared/schemas/content";
import { Alert, Group, NativeSelect, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useSearchParams } from "react-router";
import { Loading } from "../../../components/Loading.tsx";
import { VideoEmbed } from "../../../components/VideoEmbed.tsx";
import { useEditions } from "../api/get-editions.ts";
import { usePictures } from "../api/get-pictures.ts";
import { PictureCategorySection } from "./PictureCategorySection.tsx";
import classes from "./PicturesPage.module.css";

/** The edition named by `?edition=`, or the newest when it names none we know. */
function chosenEdition(editions: Edition[] | undefined, param: string | null): Edition | undefined {
  const wanted = Number(param);
  return editions?.find((edition) => edition.edition === wanted) ?? editions?.[0];
}

function PicturesSkeleton() {
  return (
    <Loading label="Loading the pictures" gap="lg">
      <Skeleton className={classes.video} style={{ aspectRatio: "16 / 9" }} radius="md" />
      <Skeleton height={32} width={220} />
      <ul className={classes.grid}>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <li key={index}>
            <Skeleton style={{ aspectRatio: "3 / 2" }} radius="md" />
          </li>
        ))}
      </ul>
    </Loading>
  );
}

function Unavailable({ what }: { what: string }) {
  return (
    <Alert color="navy" variant="light" title={`The ${what} are not available right now`}>
      Please try again in a moment.
    </Alert>
  );
}

/**
 * The impressions of an edition: its title, its video behind a click-to-load poster, and its
 * picture categories. The chosen edition lives in the address (`?edition=21`) so it can be shared.
 */
export function PicturesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const editions = useEditions();
  const edition = chosenEdition(editions.data, searchParams.get("edition"));
  const pictures = usePictures(edition?.edition);

  const choose = (value: string) => {
    setSearchParams(
      (params) => {
        params.set("edition", value);
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const categories = pictures.data?.categories.filter((category) => category.files.length > 0) ?? [];
  const picturesLoading = editions.isPending || (edition !== undefined && pictures.isPending);

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} className={classes.title}>
          {edition?.page_title ??
            (editions.isPending ? (
              <>
                <Skeleton component="span" display="block" height={36} width={420} maw="100%" />
                <VisuallyHidden>Pictures</VisuallyHidden>
              </>
            ) : (
              "Pictures"
            ))}
        </Title>
        {editions.data && editions.data.length > 1 && edition && (
          <NativeSelect
            label="Edition"
            value={String(edition.edition)}
            onChange={(event) => choose(event.currentTarget.value)}
            data={editions.data.map((option, index) => ({
              value: String(option.edition),
              label: index === 0 ? `${option.name} (current)` : option.name,
            }))}
            className={classes.select}
          />
        )}
      </Group>

      {editions.isError && <Unavailable what="pictures" />}
      {picturesLoading && !editions.isError && <PicturesSkeleton />}
      {pictures.isError && <Unavailable what="pictures of this edition" />}

      {pictures.data && edition && (
        <>
          <VideoEmbed key={edition.edition} address={pictures.data.videoUrl} title={edition.page_title} />
          {categories.length === 0 && <Text>No pictures of this meeting have been published yet.</Text>}
          {categories.map((category) => (
            <PictureCategorySection
              key={`${edition.edition}-${category.id}`}
              category={category}
              editionName={edition.name}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
