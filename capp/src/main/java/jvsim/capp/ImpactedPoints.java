package jvsim.capp;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** The change-impacted code points of a program (sorted: lines, then fields), and where they came from. */
public record ImpactedPoints(List<ImpactedPoint> points, String source) {
    public ImpactedPoints {
        points = List.copyOf(new TreeSet<>(points));
    }

    public List<ImpactedPoint> lines() { return points.stream().filter(p -> !p.isField()).toList(); }

    public List<ImpactedPoint> fields() { return points.stream().filter(ImpactedPoint::isField).toList(); }

    /** The points as strings ({@link ImpactedPoint#toString}), for reports and tests. */
    public Set<String> names() {
        Set<String> s = new TreeSet<>();
        for (ImpactedPoint p : points) s.add(p.toString());
        return s;
    }

    public boolean isEmpty() { return points.isEmpty(); }
}
