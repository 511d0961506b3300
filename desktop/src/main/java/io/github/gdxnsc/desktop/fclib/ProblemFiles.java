package io.github.gdxnsc.desktop.fclib;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The files a job's arguments name: a file as given, a folder as every problem file directly
 * inside it (by extension, sorted by name, so a run's order does not depend on the file system).
 * Subfolders are not entered: a collection's families are named one folder at a time.
 */
final class ProblemFiles {

    private ProblemFiles() {
    }

    /**
     * The problem files in {@code folder} whose names end with one of {@code extensions}
     * (case-insensitive); a one-line IllegalArgumentException naming the folder when there are none.
     */
    static List<Path> inFolder(Path folder, List<String> extensions) {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(f -> Files.isRegularFile(f) && hasExtension(f, extensions)).sorted().forEach(out::add);
        } catch (IOException e) {
            throw new IllegalArgumentException(folder + ": cannot list the folder (" + FclibProblem.oneLine(e) + ")", e);
        }
        if (out.isEmpty())
            throw new IllegalArgumentException(folder + ": a folder with no problem files (" + String.join(", ", extensions) + ") in it");
        return out;
    }

    static boolean hasExtension(Path file, List<String> extensions) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        for (String e : extensions) if (name.endsWith(e)) return true;
        return false;
    }
}
