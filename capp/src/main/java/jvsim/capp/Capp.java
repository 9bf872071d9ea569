package jvsim.capp;

import java.util.ArrayList;
import java.util.List;

/**
 * Change-aware preemption prioritization (Jagannath, Luo and Marinov, ISSTA 2011): the
 * heuristics by name ({@code --prioritize=capp:<match>:<all|some>}) and the default one, used
 * when impacted points are given without --prioritize.
 */
public final class Capp {
    private Capp() { }

    /**
     * The heuristic used when --changed-since (or --changed-lines) is given without --prioritize,
     * chosen by measurement on the CAPP corpus (docs/capp.md).
     */
    public static final String DEFAULT = "capp:method:some";

    /** The 14 heuristics' names, each match mode with all, then some. */
    public static List<String> names() {
        List<String> out = new ArrayList<>();
        for (MatchMode m : MatchMode.values()) for (PrioritizationMode p : PrioritizationMode.values()) out.add("capp:" + m.optionName() + ":" + p.optionName());
        return out;
    }

    /**
     * The prioritization of a run: the heuristic spec names (null: {@link #DEFAULT}) over the
     * impacted points since the version on changedSince (a class path; null: none) or from the list
     * changedLines (null: none), of the program on classPath; null when neither is given.
     * IllegalArgumentException with a one-line message for a bad combination, heuristic or input.
     */
    public static CappHeuristic prioritization(String spec, List<java.nio.file.Path> changedSince, java.nio.file.Path changedLines, List<java.nio.file.Path> classPath) {
        return prioritization(spec, changedSince, null, changedLines, classPath);
    }

    /**
     * As {@link #prioritization(String, List, java.nio.file.Path, List)}, or with the impacted points
     * since the git revision gitRevision (--changed-since=git:&lt;rev&gt;, {@link GitChanges}) of the
     * repository that holds the working directory (null: none).
     */
    public static CappHeuristic prioritization(String spec, List<java.nio.file.Path> changedSince, String gitRevision, java.nio.file.Path changedLines,
                                               List<java.nio.file.Path> classPath) {
        int given = (changedSince != null ? 1 : 0) + (gitRevision != null ? 1 : 0) + (changedLines != null ? 1 : 0);
        if (given == 0) {
            if (spec != null) throw new IllegalArgumentException("--prioritize needs the impacted points: --changed-since=<old class path>, --changed-since=git:<rev> or --changed-lines=<file>");
            return null;
        }
        if (given > 1) throw new IllegalArgumentException("give --changed-since or --changed-lines, not both");
        heuristic(spec == null ? DEFAULT : spec, new ImpactedPoints(List.of(), "")); // the name first: a bad one needs no analysis
        ImpactedPoints points = changedSince != null ? ChangeAnalysis.since(changedSince, classPath)
                : gitRevision != null ? GitChanges.since(gitRevision, java.nio.file.Path.of("").toAbsolutePath(), classPath)
                : ChangedLinesFile.read(changedLines, classPath);
        return heuristic(spec == null ? DEFAULT : spec, points);
    }

    /** The heuristic spec names over points; IllegalArgumentException with a one-line message for a bad name. */
    public static CappHeuristic heuristic(String spec, ImpactedPoints points) {
        String[] parts = spec.split(":", -1);
        if (parts.length != 3 || !parts[0].equals("capp"))
            throw new IllegalArgumentException("--prioritize must be capp:<match>:<all|some>, not '" + spec + "'");
        MatchMode match = null;
        for (MatchMode m : MatchMode.values()) if (m.optionName().equals(parts[1].toLowerCase(java.util.Locale.ROOT).replace('_', '-'))) match = m;
        if (match == null) {
            List<String> ms = new ArrayList<>();
            for (MatchMode m : MatchMode.values()) ms.add(m.optionName());
            throw new IllegalArgumentException("unknown match mode '" + parts[1] + "' in --prioritize (expected " + String.join(", ", ms) + ")");
        }
        PrioritizationMode mode = null;
        for (PrioritizationMode p : PrioritizationMode.values()) if (p.optionName().equals(parts[2].toLowerCase(java.util.Locale.ROOT))) mode = p;
        if (mode == null) throw new IllegalArgumentException("unknown prioritization mode '" + parts[2] + "' in --prioritize (expected all or some)");
        return new CappHeuristic(match, mode, points);
    }
}
