package jvsim.capp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.bcel.classfile.JavaClass;
import org.apache.bcel.classfile.LineNumber;
import org.apache.bcel.classfile.LineNumberTable;
import org.apache.bcel.classfile.Method;

/**
 * Changed lines since a git revision (--changed-since=git:&lt;rev&gt;): git's diff of the Java sources
 * of the work tree (what the class path was built from, uncommitted changes included) against the
 * revision, without context lines; each hunk's new lines, or for lines only deleted the line after
 * them, are changed lines of the classes compiled from that file (the class path's classes whose
 * package directory and SourceFile attribute end the file's path), on the methods whose line number
 * tables have them, then extended to impacted points as --changed-lines' are ({@link ImpactAnalysis}).
 * Nothing is compiled: the old version is only git's, so a change to a comment counts when it is on
 * a line with code, and a line without code (a field without initializer, a blank line) is no point.
 */
public final class GitChanges {
    private GitChanges() { }

    /** The option's prefix: --changed-since=git:&lt;rev&gt;. */
    public static final String PREFIX = "git:";

    /**
     * The impacted points of the work tree of the git repository that contains dir, against revision
     * rev, on the program on classPath. IllegalArgumentException with a one-line message when dir is
     * not in a git repository, rev names no commit, or git cannot run.
     */
    public static ImpactedPoints since(String rev, Path dir, List<Path> classPath) {
        String option = "--changed-since=" + PREFIX + rev;
        if (rev.isBlank()) throw new IllegalArgumentException("--changed-since=" + PREFIX + " needs a revision (git:HEAD, git:HEAD~1, git:main, ...)");
        Path top = Path.of(git(option, dir, List.of("rev-parse", "--show-toplevel"), dir.toAbsolutePath() + " is not in a git repository").strip());
        git(option, top, List.of("rev-parse", "--verify", "--quiet", rev + "^{commit}"), "no commit '" + rev + "' in the git repository " + top);
        List<String> diff = git(option, top, List.of("diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", rev, "--", "*.java"),
                "git diff against " + rev + " failed in " + top).lines().toList();
        return points(changedLines(diff), ClassFiles.read(classPath), "git diff " + rev);
    }

    private static String git(String option, Path dir, List<String> args, String failure) {
        List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
        command.addAll(args);
        Process p;
        try {
            p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalArgumentException(option + ": cannot run git: " + e.getMessage());
        }
        try {
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (p.waitFor() != 0) throw new IllegalArgumentException(option + ": " + failure);
            return out;
        } catch (IOException e) {
            throw new IllegalArgumentException(option + ": cannot read git's output: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException(option + ": interrupted while git ran");
        }
    }

    private static final Pattern HUNK = Pattern.compile("^@@ -\\d+(?:,\\d+)? \\+(\\d+)(?:,(\\d+))? @@");

    /**
     * A diff's (--unified=0) changed lines of the new version, by file path as the diff names it: a
     * hunk's new lines, or where it only deletes, the line after the deletion. Deleted files have none.
     */
    static Map<String, SortedSet<Integer>> changedLines(List<String> diff) {
        Map<String, SortedSet<Integer>> out = new TreeMap<>();
        SortedSet<Integer> current = null;
        for (String l : diff) {
            if (l.startsWith("+++ ")) {
                String path = l.substring(4);
                current = path.startsWith("b/") ? out.computeIfAbsent(path.substring(2), k -> new TreeSet<>()) : null; // "/dev/null": deleted
                continue;
            }
            Matcher m = HUNK.matcher(l);
            if (current == null || !m.find()) continue;
            int start = Integer.parseInt(m.group(1)), count = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
            if (count == 0) current.add(start + 1); // only deleted: start is the line before them
            else for (int i = start; i < start + count; i++) current.add(i);
        }
        return out;
    }

    /** The points of changed source lines (file path to lines) on the classes of now compiled from those files. */
    static ImpactedPoints points(Map<String, SortedSet<Integer>> lines, ClassFiles now, String source) {
        ChangedLines changed = new ChangedLines();
        for (JavaClass c : now.all().values()) {
            String file = c.getSourceFileName();
            if (file == null || !file.endsWith(".java")) continue;
            String pkg = c.getPackageName();
            String key = pkg.isEmpty() ? file : pkg.replace('.', '/') + "/" + file;
            for (Map.Entry<String, SortedSet<Integer>> e : lines.entrySet()) {
                if (!e.getKey().equals(key) && !e.getKey().endsWith("/" + key)) continue;
                for (Method m : c.getMethods()) {
                    LineNumberTable t = m.getLineNumberTable();
                    if (t == null) continue;
                    for (LineNumber x : t.getLineNumberTable())
                        if (e.getValue().contains(x.getLineNumber())) changed.add(c.getClassName(), ChangeAnalysis.key(m), x.getLineNumber());
                }
            }
        }
        return ImpactAnalysis.extend(changed, now, source);
    }
}
