package io.github.gdxnsc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Every public and protected member of the plugin's sources has a doc comment: the JDK's doclint
 * (javac's {@code -Xdoclint:missing/protected}, the checker the javadoc tool runs) over
 * src/main/java, failing with each undocumented member's file and line. Missing {@code @param} and
 * {@code @return} tags are not counted: a sentence that says what a member is, its units and what
 * it refuses is the rule, not a tag per parameter.
 */
class PublicApiDocsTest {

    @Test
    void everyPublicMemberHasADocComment() throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertTrue(javac != null, "a JDK's compiler (this test needs a JDK, not a JRE)");
        Path sources = Path.of("src", "main", "java");
        assertTrue(Files.isDirectory(sources), "run from the plugin module: " + sources.toAbsolutePath());
        List<File> files;
        try (Stream<Path> walk = Files.walk(sources)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).map(Path::toFile).collect(Collectors.toList());
        }
        Path out = Files.createTempDirectory("doclint");
        DiagnosticCollector<JavaFileObject> found = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(found, Locale.ROOT, null)) {
            List<String> options = List.of("-Xdoclint:missing/protected", "-Xmaxwarns", "100000", "-proc:none", "-implicit:none",
                    "-d", out.toString(), "-cp", classPath());
            javac.getTask(null, fm, found, options, null, fm.getJavaFileObjectsFromFiles(files)).call();
        } finally {
            try (Stream<Path> walk = Files.walk(out)) {
                walk.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
        List<String> undocumented = new ArrayList<>(), errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : found.getDiagnostics()) {
            String where = (d.getSource() == null ? "?" : sources.toAbsolutePath().relativize(Path.of(d.getSource().toUri())).toString()) + ":" + d.getLineNumber();
            String message = d.getMessage(Locale.ROOT);
            if (d.getKind() == Diagnostic.Kind.ERROR) errors.add(where + " " + message);
            else if (message.contains("no comment")) undocumented.add(where);
        }
        assertEquals(List.of(), errors, "the sources compile");
        assertTrue(files.size() > 100, "sources checked: " + files.size());
        assertEquals(List.of(), undocumented, "public or protected members without a doc comment");
    }

    /** The plugin's compile dependencies, found where their classes were loaded from (surefire may hide its class path in a jar). */
    private static String classPath() {
        Class<?>[] marks = {com.badlogic.gdx.math.Vector3.class, com.badlogic.gdx.physics.bullet.Bullet.class, org.ejml.data.DMatrixRMaj.class,
                org.ejml.dense.row.CommonOps_DDRM.class, org.ejml.sparse.csc.CommonOps_DSCC.class};
        return Stream.of(marks).map(c -> {
            try {
                return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
            } catch (java.net.URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }).distinct().collect(Collectors.joining(File.pathSeparator));
    }
}
