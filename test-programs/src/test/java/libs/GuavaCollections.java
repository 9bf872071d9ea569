package libs;

import com.google.common.base.Joiner;
import com.google.common.base.Splitter;
import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Multimap;
import com.google.common.collect.Range;
import com.google.common.collect.RangeSet;
import com.google.common.collect.TreeRangeSet;
import com.google.common.primitives.Ints;
import com.google.common.hash.Hashing;
import java.nio.charset.StandardCharsets;

/** Guava 33: splitter/joiner, multimap, immutable collections, range sets, primitives and hashing. */
public class GuavaCollections {
    public static void main(String[] args) throws Exception {
        Multimap<Integer, String> byLength = ArrayListMultimap.create();
        for (String w : Splitter.on(',').trimResults().omitEmptyStrings().split("apple, fig,, kiwi ,plum,banana")) byLength.put(w.length(), w);
        System.out.println(byLength);
        System.out.println(Joiner.on(" | ").join(ImmutableSortedSet.copyOf(byLength.values())));
        RangeSet<Integer> ranges = TreeRangeSet.create();
        ranges.add(Range.closed(1, 5));
        ranges.add(Range.closedOpen(4, 9));
        ranges.remove(Range.open(6, 7));
        System.out.println(ranges + " contains 6: " + ranges.contains(6) + " " + Ints.join(",", Ints.toArray(ranges.asRanges().stream().map(Range::lowerEndpoint).toList())));
        System.out.println(Hashing.sha256().hashString("jvsim", StandardCharsets.UTF_8));
    }
}
