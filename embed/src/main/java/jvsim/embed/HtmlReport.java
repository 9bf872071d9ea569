package jvsim.embed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import jvsim.search.Violation;

/**
 * Writes a run's outcome as one self-contained HTML page (no external file, style or script): for
 * each violation a swimlane per thread with each step where it belongs, its program line and the
 * source text of that line (when the .java file is found on the source path), the steps that make up
 * the violation highlighted, links from a step to its thread's next step, and the output of the
 * execution. A script shows a clicked step's details with the source around it and hides or shows
 * the steps inside the JDK; without scripts the page still shows every step.
 */
public final class HtmlReport {
    private final Report outcome;
    private final SearchDescription search;
    private final String target;
    private final List<Path> sourcePath;
    /** Source files found, by path relative to a source root ("pkg/Main.java"), in the order first needed. */
    private final Map<String, List<String>> sources = new LinkedHashMap<>();
    /** Files looked for and not found (or unreadable). */
    private final Map<String, Boolean> missing = new HashMap<>();
    /** Source files of the program's own classes (not the JDK's or a test framework's) not found, in the order first needed. */
    private final java.util.Set<String> programMissing = new java.util.LinkedHashSet<>();

    /**
     * The page of that outcome of a run of target (as given on the command line); search: the search
     * run (null for --search=none); sourcePath: directories where the program's .java files are looked
     * for, as package directories ("pkg/Main.java" under a root) or directly in a root (see
     * {@link #sourceRoots}).
     */
    public HtmlReport(Report outcome, SearchDescription search, String target, List<Path> sourcePath) {
        this.outcome = outcome;
        this.search = search;
        this.target = target;
        this.sourcePath = List.copyOf(sourcePath);
    }

    public void write(Path file) throws IOException {
        Files.writeString(file, toHtml(), StandardCharsets.UTF_8);
    }

    /** The page. */
    public String toHtml() {
        StringBuilder b = new StringBuilder(8192);
        String title = "jvsim: " + target + ": " + headline();
        b.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(esc(title)).append("</title>\n<style>\n")
                .append(STYLE).append("</style>\n</head>\n<body>\n");
        b.append("<h1>jvsim: <code>").append(esc(target)).append("</code></h1>\n");
        b.append("<p id=\"verdict\" class=\"verdict ").append(outcome.verdict().json).append("\">").append(esc(headline())).append("</p>\n");
        b.append("<p id=\"stats\">").append(esc(stats())).append("</p>\n");
        if (outcome.stepLimit() != null && outcome.stepLimit().thread() != null) {
            b.append("<h2>Past --max-steps</h2>\n<p class=\"steplimit\">").append(esc(RunStats.count(outcome.stepLimit().executions(), "execution")))
                    .append(" ran past --max-steps; in the first, thread \"").append(esc(outcome.stepLimit().thread())).append("\" ran the last step, at:</p>\n<pre class=\"stack\" id=\"steplimit-stack\">");
            for (String frame : outcome.stepLimit().stack()) b.append(esc(frame)).append('\n');
            b.append("</pre>\n");
        }
        if (search != null && search.prioritize() != null) appendPrioritization(b);
        if (outcome.coverage() != null) appendCoverage(b, outcome.coverage());
        List<Violation> vs = outcome.violations();
        StringBuilder violations = new StringBuilder();
        for (int k = 0; k < vs.size(); k++) appendViolation(violations, vs.get(k), "v" + (k + 1));
        if (!programMissing.isEmpty()) appendMissingSources(b);
        b.append(violations);
        b.append("<script type=\"application/json\" id=\"sources\">").append(sourcesJson()).append("</script>\n");
        b.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return b.toString();
    }

    /** "violation: data-race ...", "no violation", or the reason of a limit or an error. */
    private String headline() {
        List<Violation> vs = outcome.violations();
        return switch (outcome.verdict()) {
            case VIOLATION -> vs.size() + " violation" + (vs.size() == 1 ? "" : "s") + ": " + vs.get(0).kind + " in thread \"" + vs.get(0).thread + "\"";
            case WARNING -> "no violation, " + vs.size() + " warning" + (vs.size() == 1 ? "" : "s");
            case NO_VIOLATION -> "no violation";
            case LIMIT, ERROR -> outcome.error();
        } + " (exit status " + outcome.exitStatus() + ")";
    }

    private String stats() {
        RunStats s = outcome.stats();
        String searched = search == null ? "one execution (--search=none)" : "search " + search.strategy() + (search.seed() != null ? ", seed " + search.seed() : "")
                + ", " + RunStats.count(s.executions(), "execution");
        return searched + (s.transitions() > 0 ? ", " + s.transitions() + " steps" : "") + ", " + s.instructions() + " instructions, " + s.elapsedMs() + " ms"
                + (outcome.stoppedBy() != null ? "; stopped by " + outcome.stoppedBy() : "");
    }

    private void appendViolation(StringBuilder b, Violation v, String id) {
        b.append("<section class=\"violation").append(v.warning ? " warning" : "").append("\" id=\"").append(id).append("\">\n");
        b.append("<h2>").append(v.warning ? "warning: " : "").append(esc(v.kind.id)).append(" in thread \"").append(esc(v.thread)).append("\"</h2>\n");
        b.append("<p class=\"message\">").append(esc(v.message)).append("</p>\n");
        if (v.nonTermination != null) {
            // where the spinner is, and the threads that cannot run to end its loop
            b.append("<pre class=\"stack\" id=\"").append(id).append("-spinner\">");
            for (String f : v.nonTermination.stack()) b.append("at ").append(esc(f)).append('\n');
            b.append("</pre>\n");
            if (!v.nonTermination.others().isEmpty()) {
                b.append("<ul class=\"others\">");
                for (jvsim.vm.ThreadReport t : v.nonTermination.others()) b.append("<li>").append(esc(jvsim.search.DeadlockText.line(t))).append("</li>");
                b.append("</ul>\n");
            }
        }
        for (jvsim.vm.PropertyViolation p : v.properties()) {
            // the property's monitor: its objects and its events, in order
            b.append("<table class=\"property\"><tr><th>property</th><td>").append(esc(p.property())).append(" <code>").append(esc(p.formula())).append("</code></td></tr>\n");
            for (jvsim.vm.PropertyViolation.Binding x : p.binding())
                b.append("<tr><th>").append(esc(x.parameter())).append("</th><td>").append(esc(x.object())).append("</td></tr>\n");
            b.append("<tr><th>events</th><td><ol>");
            for (int k = 0; k < p.events().size(); k++) {
                jvsim.vm.PropertyViolation.Event e = p.events().get(k);
                boolean held = p.heldThread() != null && k == p.events().size() - 1;
                b.append("<li>").append(esc(e.name())).append(" in \"").append(esc(e.thread())).append("\" (").append(esc(e.call())).append(')')
                        .append(held ? ", held back" : "").append("</li>");
            }
            b.append("</ol></td></tr></table>\n");
        }
        List<TraceStep> steps = TraceStep.of(v);
        if (!steps.isEmpty()) {
            appendLanes(b, v, steps, id);
        } else if (v.stack != null && !v.stack.isEmpty()) {
            // without a search: the stack trace of the exception, or the deadlocked threads
            b.append("<pre class=\"stack\">");
            for (String line : v.stack) b.append(esc(line)).append('\n');
            b.append("</pre>\n");
        }
        if (v.stdout != null) {
            b.append("<h3>Output of this execution</h3>\n<pre class=\"output\" id=\"").append(id).append("-output\">").append(esc(v.stdout)).append("</pre>\n");
        }
        b.append("</section>\n");
    }

    /**
     * Change-aware prioritization (--changed-since, --changed-lines): the heuristic and the impacted
     * code points, a list to open; the traces mark the steps at an impacted line.
     */
    private void appendPrioritization(StringBuilder b) {
        List<String> points = search.impacted();
        b.append("<section class=\"prioritization\" id=\"prioritization\">\n<h2>Change-aware prioritization</h2>\n<p>heuristic <code id=\"heuristic\">")
                .append(esc(search.prioritize())).append("</code>, ").append(RunStats.count(points.size(), "impacted code point"))
                .append(points.isEmpty() ? "" : " (steps at an impacted line are marked in the traces)").append("</p>\n");
        if (!points.isEmpty()) {
            b.append("<details><summary>the impacted code points</summary>\n<ul id=\"impacted\">");
            for (String p : points) b.append("<li><code>").append(esc(p)).append("</code></li>");
            b.append("</ul></details>\n");
        }
        b.append("</section>\n");
    }

    /**
     * The impacted lines as "pkg.Class.method:line" (a point "pkg.Class.method(desc):line" without
     * its descriptor, as a trace's locations name methods); fields are left out.
     */
    private java.util.Set<String> impactedLines() {
        java.util.Set<String> lines = new java.util.HashSet<>();
        if (search == null) return lines;
        for (String p : search.impacted()) {
            int colon = p.lastIndexOf(':'), paren = p.lastIndexOf('(', colon);
            if (p.contains("#") || colon < 0 || paren < 0) continue;
            lines.add(p.substring(0, paren) + p.substring(colon));
        }
        return lines;
    }

    /**
     * The interleaving coverage: its summary, a chart of the sequences covered and possible after
     * each execution, and the blocks found (a list to open).
     */
    private static void appendCoverage(StringBuilder b, Coverage c) {
        b.append("<section class=\"coverage\" id=\"coverage\">\n<h2>Interleaving coverage</h2>\n<p class=\"coverage-summary\">").append(esc(c.summary()))
                .append(" after ").append(esc(RunStats.count(c.executions().size(), "execution"))).append(": the ").append(c.t())
                .append("-way sequences of atomic blocks (a thread's code between two scheduling points) that the executions ran in their order,"
                        + " of those possible among the blocks found.</p>\n");
        List<Coverage.ExecutionCoverage> es = c.executions();
        if (!es.isEmpty()) {
            long top = 1;
            for (Coverage.ExecutionCoverage e : es) top = Math.max(top, e.possible());
            int w = 600, h = 160;
            StringBuilder covered = new StringBuilder(), possible = new StringBuilder();
            for (int i = 0; i < es.size(); i++) {
                double x = es.size() == 1 ? w : (double) i * w / (es.size() - 1);
                covered.append(String.format(java.util.Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", x, h - (double) es.get(i).covered() * h / top));
                possible.append(String.format(java.util.Locale.ROOT, "%s%.1f,%.1f", i == 0 ? "" : " ", x, h - (double) es.get(i).possible() * h / top));
            }
            b.append("<svg class=\"coverage-chart\" id=\"coverage-chart\" width=\"").append(w + 20).append("\" height=\"").append(h + 20)
                    .append("\" viewBox=\"-10 -10 ").append(w + 20).append(' ').append(h + 20).append("\" role=\"img\"><title>")
                    .append(esc("sequences covered (blue) and possible (grey) after each of " + es.size() + " executions; top: " + top)).append("</title>")
                    .append("<polyline fill=\"none\" stroke=\"#999\" stroke-dasharray=\"4 3\" points=\"").append(possible).append("\"/>")
                    .append("<polyline fill=\"none\" stroke=\"#36c\" stroke-width=\"2\" points=\"").append(covered).append("\"/></svg>\n");
            b.append("<p class=\"coverage-legend\">Sequences covered (blue) and possible (grey, dashed: it grows as blocks are found) after each execution, up to ")
                    .append(top).append(".</p>\n");
        }
        b.append("<details class=\"blocks\"><summary>").append(esc(RunStats.count(c.blocks().size(), "block"))).append(" found</summary>\n<ol class=\"blocks\">");
        for (String block : c.blocks()) b.append("<li>").append(esc(block)).append("</li>");
        b.append("</ol></details>\n</section>\n");
    }

    /** The steps in a table: a column (swimlane) per thread, in the order they first step; a row per step. */
    private void appendLanes(StringBuilder b, Violation v, List<TraceStep> steps, String id) {
        List<String> threads = new ArrayList<>();
        Map<String, Integer> lane = new HashMap<>();
        for (TraceStep s : steps) if (!lane.containsKey(s.threadPath())) {
            lane.put(s.threadPath(), threads.size());
            threads.add(s.threadPath());
        }
        int[] next = new int[steps.size()];
        Map<String, Integer> later = new HashMap<>();
        for (int i = steps.size() - 1; i >= 0; i--) {
            Integer n = later.put(steps.get(i).threadPath(), i);
            next[i] = n == null ? -1 : n;
        }
        long culprits = steps.stream().filter(TraceStep::culprit).count();
        b.append("<p class=\"summary\">").append(steps.size()).append(" steps, ").append(v.contextSwitches()).append(" context switches");
        if (v.shortenedFrom != null)
            b.append(" (shortened from ").append(v.shortenedFrom.trace.size()).append(" steps, ").append(v.shortenedFrom.contextSwitches()).append(" context switches)");
        b.append("; ").append(culprits).append(culprits == 1 ? " step makes" : " steps make").append(" the violation (highlighted). Click a step for its source.</p>\n");
        boolean framework = steps.stream().anyMatch(TraceStep::inTestFramework);
        b.append("<p class=\"controls\"><label><input type=\"checkbox\" class=\"show-jdk\" id=\"").append(id).append("-show-jdk\" checked> show steps inside the JDK")
                .append(framework ? " and the test framework" : "").append("</label></p>\n");
        b.append("<table class=\"lanes\" id=\"").append(id).append("-lanes\">\n<thead><tr><th class=\"n\">step</th>");
        for (String path : threads) {
            String name = steps.stream().filter(s -> s.threadPath().equals(path)).findFirst().orElseThrow().thread();
            b.append("<th class=\"lane\" title=\"thread path ").append(esc(path)).append("\">").append(esc(name)).append("</th>");
        }
        b.append("</tr></thead>\n<tbody>\n");
        java.util.Set<String> impacted = impactedLines();
        for (int i = 0; i < steps.size(); i++) {
            TraceStep s = steps.get(i);
            String stepId = id + "-s" + (i + 1);
            TraceStep.Location at = s.userLocation();
            boolean changed = at != null && impacted.contains(at.className() + "." + at.method() + ":" + at.line());
            b.append("<tr id=\"").append(stepId).append("\" class=\"step").append(s.inJdk() || s.inTestFramework() ? " jdk" : "").append(s.culprit() ? " culprit" : "")
                    .append(changed ? " impacted" : "").append("\">");
            b.append("<td class=\"n\">").append(i + 1).append("</td>");
            int l = lane.get(s.threadPath());
            for (int c = 0; c < threads.size(); c++) {
                if (c != l) {
                    b.append("<td></td>");
                    continue;
                }
                TraceStep.Location user = s.userLocation();
                b.append("<td class=\"cell\" data-thread=\"").append(esc(s.thread())).append("\" data-step=\"").append(i + 1).append('"');
                String src = user == null ? null : sourceKey(user);
                if (src != null) b.append(" data-src=\"").append(esc(src)).append("\" data-line=\"").append(user.line()).append('"');
                b.append("><div class=\"op\">").append(esc(s.operation())).append("</div>");
                if (user != null) b.append("<div class=\"loc\">").append(esc(user.toString())).append("</div>");
                if (s.calledFrom() != null)
                    b.append("<div class=\"jdkloc\">in ").append(s.inJdk() ? "the JDK" : "the test framework").append(" at ").append(esc(s.at().toString())).append("</div>");
                String line = src == null || user.line() <= 0 || user.line() > sources.get(src).size() ? null : sources.get(src).get(user.line() - 1).strip();
                if (line != null) b.append("<code class=\"src\">").append(esc(line)).append("</code>");
                if (changed) b.append("<div class=\"impacted-note\">at a change-impacted line</div>");
                for (String note : s.notes()) b.append("<div class=\"note\">then ").append(esc(note)).append("</div>");
                if (next[i] >= 0) b.append("<a class=\"next\" href=\"#").append(id).append("-s").append(next[i] + 1)
                        .append("\" title=\"next step of this thread\">next step of \"").append(esc(s.thread())).append("\": ").append(next[i] + 1).append("</a>");
                else b.append("<span class=\"last\">last step of \"").append(esc(s.thread())).append("\"</span>");
                b.append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</tbody>\n</table>\n");
        b.append("<div class=\"detail\" id=\"").append(id).append("-detail\" hidden></div>\n");
    }

    /**
     * The key of the location's source file in {@link #sources} (loading it), or null when it is not
     * on the source path: looked for as a package directory's file under each root, then directly in
     * each root.
     */
    private String sourceKey(TraceStep.Location at) {
        if (at.file() == null) return null;
        String key = at.packageDir() + at.file();
        if (sources.containsKey(key)) return key;
        if (!missing.containsKey(key)) {
            for (String rel : new String[] {key, at.file()}) {
                for (Path root : sourcePath) {
                    try {
                        Path f = root.resolve(rel);
                        if (Files.isRegularFile(f)) {
                            sources.put(key, Files.readAllLines(f, StandardCharsets.UTF_8));
                            return key;
                        }
                    } catch (InvalidPathException | IOException e) {
                        // not a file name of this root, unreadable, or not UTF-8 text: look further
                    }
                }
            }
            missing.put(key, Boolean.TRUE);
        }
        // the program's own source files that are missing, as the page's notice names them (not the JDK's, a test framework's or jvsim's generated code)
        if (at.program() && at.file().endsWith(".java")) programMissing.add(key);
        return null;
    }

    /** The notice above the traces: the program's source files not found, where jvsim looked, and how to add them. */
    private void appendMissingSources(StringBuilder b) {
        List<String> files = new ArrayList<>(programMissing);
        b.append("<p class=\"nosources\" id=\"sources-missing\"><strong>Source not found</strong> for ").append(files.size())
                .append(files.size() == 1 ? " file" : " files").append(" of the program (");
        for (int i = 0; i < Math.min(files.size(), 5); i++) b.append(i == 0 ? "" : ", ").append("<code>").append(esc(files.get(i))).append("</code>");
        if (files.size() > 5) b.append(", ...");
        b.append("), so its steps show no source lines. ");
        if (sourcePath.isEmpty()) {
            b.append("No source directory was found beside the class path or in the current directory.");
        } else {
            b.append("Looked in ");
            for (int i = 0; i < Math.min(sourcePath.size(), 8); i++) b.append(i == 0 ? "" : ", ").append("<code>").append(esc(sourcePath.get(i).toString())).append("</code>");
            if (sourcePath.size() > 8) b.append(" and ").append(sourcePath.size() - 8).append(" more directories");
            b.append('.');
        }
        b.append(" Add the directory that holds them (as package directories: <code>").append(esc(files.get(0)))
                .append("</code> under it) with <code>--source-path=&lt;dir&gt;</code> (embedding API: <code>sourcePath(dir)</code>).</p>\n");
    }

    /** How many levels above a class path directory (or a jar's directory) {@link #sourceRoots} looks for a project's sources. */
    private static final int PROJECT_LEVELS = 4;

    /**
     * Where an HTML page looks for the program's .java files: the directories given (--source-path),
     * then beside each class path entry (for a directory D: D itself, then src/main/java,
     * src/test/java and src in D, or in a jar's directory D, and in each directory up to 4 levels above it, so
     * that X/target/classes finds X/src/main/java, X/bin X/src, and Gradle's X/build/classes/java/main
     * X/src/main/java), then src/main/java, src/test/java and src of the current directory. Only
     * directories that exist, each once, absolute, in that order.
     */
    public static List<Path> sourceRoots(List<Path> given, List<Path> classpath) {
        java.util.LinkedHashSet<Path> roots = new java.util.LinkedHashSet<>();
        for (Path p : given) addRoot(roots, p);
        for (Path entry : classpath) {
            Path dir;
            try {
                dir = entry.toAbsolutePath().normalize();
            } catch (InvalidPathException | java.io.IOError e) {
                continue;
            }
            if (Files.isDirectory(dir)) addRoot(roots, dir);
            else if (Files.isRegularFile(dir)) dir = dir.getParent();  // a jar: its project's sources, not its directory
            else continue;
            Path a = dir;
            for (int level = 0; level <= PROJECT_LEVELS && a != null; level++, a = a.getParent()) addProjectRoots(roots, a);
        }
        addProjectRoots(roots, Path.of(""));
        return new ArrayList<>(roots);
    }

    private static void addProjectRoots(java.util.Set<Path> roots, Path project) {
        for (String sub : new String[] {"src/main/java", "src/test/java", "src"}) addRoot(roots, project.resolve(sub));
    }

    private static void addRoot(java.util.Set<Path> roots, Path p) {
        try {
            Path abs = p.toAbsolutePath().normalize();
            if (Files.isDirectory(abs)) roots.add(abs);
        } catch (InvalidPathException | java.io.IOError e) {
            // no directory there
        }
    }

    /** The source files as a JSON object (file to its lines), safe inside a script element. */
    private String sourcesJson() {
        String json;
        try {
            json = JsonReport.mapper().writeValueAsString(sources);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return json.replace("</", "<\\/").replace("<!--", "<\\!--");
    }

    /** Text for HTML element content and attribute values. */
    static String esc(String s) {
        if (s == null) return "";
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    private static final String STYLE = """
            body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
            code, pre, .op, .loc, .jdkloc { font-family: ui-monospace, Menlo, Consolas, monospace; }
            .verdict { font-size: 1.2em; font-weight: bold; }
            .nosources { border: 2px solid #d90; background: #fff6e0; padding: .5em 1em; }
            .verdict.violation { color: #b00; } .verdict.no-violation { color: #070; } .verdict.warning, .verdict.limit { color: #a60; }
            section.violation { border-top: 2px solid #ccc; margin-top: 1.5em; }
            table.lanes { border-collapse: collapse; margin: .5em 0; }
            table.lanes th, table.lanes td { border: 1px solid #ddd; padding: 3px 6px; vertical-align: top; min-width: 14em; }
            table.lanes th.n, table.lanes td.n { min-width: 2.5em; text-align: right; color: #888; }
            table.lanes thead th { position: sticky; top: 0; background: #f4f4f4; }
            td.cell { cursor: pointer; background: #fafcff; }
            tr.jdk td.cell { background: #f6f6f6; color: #555; }
            tr.culprit td.cell { background: #ffe3e3; border: 2px solid #d33; }
            tr.selected td.cell { outline: 3px solid #36c; }
            tr.impacted td.cell { border-left: 4px solid #a0a; } .impacted-note { color: #a0a; font-size: .85em; }
            section.prioritization { border: 1px solid #a0a; padding: 0 1em; margin: .5em 0; }
            tr.hidden { display: none; }
            .note { font-family: ui-monospace, Menlo, Consolas, monospace; color: #804; }
            .loc { color: #036; } .jdkloc { color: #777; font-size: .9em; }
            code.src { display: block; background: #fffbe6; padding: 1px 4px; white-space: pre-wrap; }
            a.next, span.last { display: block; font-size: .85em; color: #36c; } span.last { color: #999; }
            .detail { border: 1px solid #36c; padding: .5em 1em; margin: .5em 0; background: #f5f8ff; }
            .detail pre { background: #fff; padding: .3em; } .detail .at { background: #fff3b0; font-weight: bold; }
            pre.output, pre.stack { background: #222; color: #eee; padding: .5em; white-space: pre-wrap; }
            """;

    private static final String SCRIPT = """
            (function () {
              var sources = JSON.parse(document.getElementById('sources').textContent);
              function text(tag, cls, s) { var e = document.createElement(tag); if (cls) e.className = cls; e.textContent = s; return e; }
              function select(row) {
                var section = row.closest('section');
                section.querySelectorAll('tr.selected').forEach(function (r) { r.classList.remove('selected'); });
                row.classList.add('selected');
                row.classList.remove('hidden');
                var cell = row.querySelector('td.cell'), detail = section.querySelector('.detail');
                detail.innerHTML = '';
                detail.appendChild(text('h3', null, 'Step ' + cell.dataset.step + ' of "' + cell.dataset.thread + '"'));
                cell.querySelectorAll('.op, .loc, .jdkloc, .note').forEach(function (e) { detail.appendChild(text('div', e.className, e.textContent)); });
                var lines = cell.dataset.src ? sources[cell.dataset.src] : null;
                if (lines) {
                  var at = parseInt(cell.dataset.line, 10), pre = document.createElement('pre');
                  pre.className = 'context';
                  for (var n = Math.max(1, at - 3); n <= Math.min(lines.length, at + 3); n++)
                    pre.appendChild(text('div', n === at ? 'at' : null, String(n).padStart(5) + '  ' + lines[n - 1]));
                  detail.appendChild(text('div', 'file', cell.dataset.src));
                  detail.appendChild(pre);
                } else {
                  detail.appendChild(text('div', 'nosource', 'source not found on the source path (add its directory with --source-path=<dir>)'));
                }
                detail.hidden = false;
                if (row.scrollIntoView) row.scrollIntoView({block: 'nearest'});
              }
              document.querySelectorAll('td.cell').forEach(function (cell) {
                cell.addEventListener('click', function (ev) {
                  var link = ev.target.closest('a.next');
                  if (link) {
                    ev.preventDefault();
                    select(document.getElementById(link.getAttribute('href').substring(1)));
                    history.replaceState(null, '', link.getAttribute('href'));
                  } else {
                    select(cell.parentNode);
                  }
                });
              });
              document.querySelectorAll('input.show-jdk').forEach(function (box) {
                box.addEventListener('change', function () {
                  box.closest('section').querySelectorAll('tr.jdk').forEach(function (row) {
                    row.classList.toggle('hidden', !box.checked && !row.classList.contains('culprit') && !row.classList.contains('selected'));
                  });
                });
              });
              if (location.hash) { var r = document.getElementById(location.hash.substring(1)); if (r && r.classList.contains('step')) select(r); }
            })();
            """;
}
