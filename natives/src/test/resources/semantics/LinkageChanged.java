/** The second version of classes Linkage.java was compiled against. */
class Lib {
    static int counter = 1;
    int total = 2;
    int becomesInstance() { return 2; }
    static int becomesStatic() { return 3; }
}
interface Named { String name(); }
class Shape { }
abstract class Polygon { abstract int area(); }
final class Open { }
interface Parent { }
abstract class Concrete { }
