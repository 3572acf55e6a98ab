import '../shared/base.css';
import './ui/pathfinding.css';
import { byId } from '../shared/dom';
import { mountPathfindingPage } from './ui/pathfinding-page';

mountPathfindingPage(byId('lab'), 'bfs');
