import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import type {
  createCitySchema,
  createdCitySchema,
  updateCitySchema,
  updatedCitySchema,
} from "../../../contracts/admin.ts";
import { api } from "../../lib/api.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { citiesQueryKey } from "../../lib/use-cities.ts";

export type CityInput = z.input<typeof createCitySchema>;
export type AddedCity = z.infer<typeof createdCitySchema>;

/**
 * An admin adds a city (decision 27): JSON without a cover photo, a multipart
 * form ("data" and the photo) with one, whose upload reports its progress.
 * /communities and the landing page's list refetch the cities on success.
 */
export function useAddCity() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ fields, cover }: { fields: CityInput; cover: File | null }) => {
      if (!cover) return api<AddedCity>("/api/admin/cities", { method: "POST", body: fields });
      const form = new FormData();
      form.append("data", JSON.stringify(fields));
      form.append("cover", cover);
      setProgress(0);
      return uploadWithProgress<AddedCity>("/api/admin/cities", form, setProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: citiesQueryKey }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** An admin changes a city's locale or currency (issue 30); the cities refetch with them. */
export function useEditCity(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: z.input<typeof updateCitySchema>) =>
      api<z.infer<typeof updatedCitySchema>>(`/api/admin/cities/${encodeURIComponent(slug)}`, {
        method: "PATCH",
        body: changes,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: citiesQueryKey }),
  });
}
